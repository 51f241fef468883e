import { SelectInput, TextInput, maxLength, required } from 'react-admin';
import ModelFormDialog from '../common/ModelFormDialog';
import type { TreeModel } from './treeModels';

const validateName = [required(), maxLength(120)];
const validateKind = required();

interface NodeFormDialogProps {
  model: TreeModel;
  title: string;
  values: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

/** A node's name and kind, to create or edit it. */
const NodeFormDialog = ({ model, title, values, onSubmit, onClose }: NodeFormDialogProps) => (
  <ModelFormDialog title={title} defaultValues={values} onSubmit={onSubmit} onClose={onClose}>
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
  </ModelFormDialog>
);

export default NodeFormDialog;
