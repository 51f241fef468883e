import type { ReactElement } from 'react';
import { BooleanInput, SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import LengthHint from './LengthHint';
import { CONTENT_MAX_LENGTH, SERVICE_MESSAGE_TYPE_CHOICES, TITLE_MAX_LENGTH } from './messageTypes';
import ServiceMessagePreview from './ServiceMessagePreview';
import FormDraft from '../drafts/FormDraft';
import { useNewRecordResetOptions } from '../common/useNewRecordResetOptions';

const validateTitle = [required(), maxLength(TITLE_MAX_LENGTH)];
const validateContent = [required(), maxLength(CONTENT_MAX_LENGTH)];
const validateType = required();

/** A new message is an information shown at once; the switch keeps it as a draft. */
const CREATE_DEFAULTS = { serviceMessage_type: 'Info', serviceMessage_displayed: true };

interface ServiceMessageFormProps {
  creating?: boolean;
  toolbar?: ReactElement;
}

/** The message's fields, then a live preview as the banner will show it. */
const ServiceMessageForm = ({ creating = false, toolbar }: ServiceMessageFormProps) => (
  <SimpleForm
    defaultValues={creating ? CREATE_DEFAULTS : undefined}
    resetOptions={useNewRecordResetOptions()}
    toolbar={toolbar}
    noValidate
    sx={{ maxWidth: 760 }}
  >
    <FormDraft />
    <TextInput
      source="serviceMessage_title"
      validate={validateTitle}
      helperText={<LengthHint source="serviceMessage_title" max={TITLE_MAX_LENGTH} />}
      autoComplete="off"
    />
    <TextInput
      source="serviceMessage_content"
      validate={validateContent}
      helperText={<LengthHint source="serviceMessage_content" max={CONTENT_MAX_LENGTH} />}
      multiline
      minRows={3}
    />
    <SelectInput
      source="serviceMessage_type"
      choices={SERVICE_MESSAGE_TYPE_CHOICES}
      translateChoice={false}
      validate={validateType}
    />
    <BooleanInput
      source="serviceMessage_displayed"
      label="Afficher aux utilisateurs"
      helperText="Le message apparaît alors en haut de chaque page de l’application."
    />
    <ServiceMessagePreview />
  </SimpleForm>
);

export default ServiceMessageForm;
