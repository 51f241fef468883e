import { Create } from 'react-admin';
import type { ResourceDeclaration } from '../declare';
import { bodyOf } from '../saveBody';
import GeneratedForm from './GeneratedForm';
import { textsOf } from '../derivedTexts';

/** Creation: the generated form; a failed save keeps what was typed. */
const GeneratedCreate = <R extends object>({
  declaration,
}: {
  declaration: ResourceDeclaration<R>;
}) => (
  <Create title={textsOf(declaration).createTitle} redirect="list" transform={bodyOf(declaration)}>
    <GeneratedForm declaration={declaration} />
  </Create>
);

export default GeneratedCreate;
