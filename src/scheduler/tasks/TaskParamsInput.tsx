import { useEffect, useRef } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatParams, PARAMS_EXAMPLE, paramsTooLarge, validateParams } from './taskPayload';

const monospace = { '& textarea': { fontFamily: 'monospace', fontSize: 14 } };
const SOURCE = 'task_params';

/**
 * The parameters, as JSON text, checked before sending. Their size is checked as they are
 * typed or pasted: the form validates on submit only, so crossing the 64 KB maximum, either
 * way, asks for the field's check at once.
 */
const TaskParamsInput = () => {
  const tooLarge = paramsTooLarge(useWatch({ name: SOURCE }));
  const { trigger } = useFormContext();
  const wasTooLarge = useRef(false);
  useEffect(() => {
    if (tooLarge === wasTooLarge.current) return;
    wasTooLarge.current = tooLarge;
    void trigger(SOURCE);
  }, [tooLarge, trigger]);
  return (
    <TextInput
      source={SOURCE}
      label="Paramètres (JSON)"
      multiline
      minRows={3}
      // Pasted parameters can be long: the field scrolls rather than stretch the page.
      maxRows={20}
      format={formatParams}
      parse={(text: string) => text}
      validate={validateParams}
      helperText={`Un objet JSON, par exemple ${PARAMS_EXAMPLE}, de 64 Ko au maximum. Vérifié avant l'envoi.`}
      spellCheck={false}
      sx={monospace}
    />
  );
};

export default TaskParamsInput;
