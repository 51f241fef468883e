import { Create } from 'react-admin';
import type { ResourceDeclaration } from '../declare';
import { bodyOf } from '../saveBody';
import GeneratedForm from './GeneratedForm';

/** Creation: the generated form; a failed save keeps what was typed. */
const GeneratedCreate = <R extends object>({
  declaration,
}: {
  declaration: ResourceDeclaration<R>;
}) => (
  <Create
    title={declaration.texts?.createTitle ?? `${declaration.label.one} : création`}
    redirect="list"
    transform={bodyOf(declaration)}
  >
    <GeneratedForm declaration={declaration} />
  </Create>
);

export default GeneratedCreate;
