import { resourceMessages } from './resourceMessages';

/** The app's own French messages, merged over ra-language-french. */
export const appMessages = {
  resources: resourceMessages,
};
