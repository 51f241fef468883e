import { useEffect } from 'react';
import { CheckboxGroupInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Role } from '../api/types';
import { ROLE_CHOICES } from './roleChoices';

/** The additional roles: every role but the main one, which is unticked when it becomes main. */
const AdditionalRolesInput = () => {
  const mainRole = useWatch<{ login_role?: Role | null }>({ name: 'login_role' });
  const { getValues, setValue } = useFormContext();

  useEffect(() => {
    const current: Role[] = getValues('login_additionalRoles') ?? [];
    if (mainRole && current.includes(mainRole)) {
      setValue(
        'login_additionalRoles',
        current.filter((role) => role !== mainRole),
        { shouldDirty: true },
      );
    }
  }, [mainRole, getValues, setValue]);

  return (
    <CheckboxGroupInput
      source="login_additionalRoles"
      choices={ROLE_CHOICES.filter(({ id }) => id !== mainRole)}
      translateChoice={false}
      helperText="Rôles détenus en plus du rôle principal."
    />
  );
};

export default AdditionalRolesInput;
