import { SelectInput, TextInput, maxLength, required } from 'react-admin';
import EditRecordDialog from '../common/EditRecordDialog';
import ModelFormDialog from '../common/ModelFormDialog';
import type { TreeModel } from './treeModels';

const validateName = [required(), maxLength(120)];
const validateKind = required();

type NodeFormDialogProps = {
  model: TreeModel;
  title: string;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
} & ({ values: Record<string, unknown> } | { load: number });

/** A node's name and kind, to create it (`values`) or edit it (`load`: its id, read first). */
const NodeFormDialog = ({ model, ...props }: NodeFormDialogProps) => {
  const inputs = (
    <>
      <TextInput
        source={model.nameField}
        label="Nom"
        validate={validateName}
        autoComplete="off"
        autoFocus
      />
      <SelectInput
        source={model.kindField}
        label="Type"
        choices={model.kinds.map((kind) => ({ id: kind, name: kind }))}
        translateChoice={false}
        validate={validateKind}
      />
    </>
  );
  const { title, onSubmit, onClose } = props;
  return 'load' in props ? (
    <EditRecordDialog
      resource={model.resource}
      id={props.load}
      title={title}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {inputs}
    </EditRecordDialog>
  ) : (
    <ModelFormDialog
      title={title}
      defaultValues={props.values}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {inputs}
    </ModelFormDialog>
  );
};

export default NodeFormDialog;
