import { studentMessages } from '../students/messages';
import { photoMessages } from '../photos/messages';
import { messages as serviceMessagesMessages } from '../serviceMessages/messages';
import { messages as usersMessages } from '../users/messages';
import { drenMessages } from '../drens/messages';
import { schoolIssuesMessages } from '../schoolIssues/messages';
import { schoolMessages } from '../schools/messages';
import { databaseMessages, databaseSourceMessages } from '../model/databases/messages';
import { entityMessages, entitySourceMessages } from '../model/entities/messages';

/**
 * Each resource's French name and field labels, as react-admin reads them
 * (`resources.<name>.name` and `resources.<name>.fields.<field>`). A resource folder
 * exports its own `messages` and adds one line here.
 */
export const resourceMessages: Record<string, { name: string; fields?: Record<string, string> }> = {
  student: studentMessages,
  photos: photoMessages,
  users: usersMessages,
  'service-messages': serviceMessagesMessages,
  dren: drenMessages,
  school: schoolMessages,
  schoolValidationIssues: schoolIssuesMessages,
  'model-database': databaseMessages,
  'model-database-source': databaseSourceMessages,
  'model-entity': entityMessages,
  'model-entity-source': entitySourceMessages,
};
