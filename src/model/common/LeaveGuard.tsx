import { useFormState } from 'react-hook-form';
import { useLeaveWarning } from './useLeaveWarning';

/**
 * Inside a react-admin form: closing or reloading the tab with unsaved changes asks first.
 * (Leaving by a link is `warnWhenUnsavedChanges`' part, which needs a data router.)
 */
const LeaveGuard = () => {
  const { isDirty, isSubmitSuccessful } = useFormState();
  useLeaveWarning(isDirty && !isSubmitSuccessful);
  return null;
};

export default LeaveGuard;
