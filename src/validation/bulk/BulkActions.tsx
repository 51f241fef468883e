import { useMemo, useState } from 'react';
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useListContext, useRefresh } from 'react-admin';
import type { Student } from '../../api/types';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { useStudentRules } from '../../schoolIssues/useStudentRules';
import type { Target, Verdict } from '../labels';
import RejectDialog from '../RejectDialog';
import { PHOTO_REASONS } from '../rejectReasons';
import BulkRunDialog from './BulkRunDialog';
import type { BulkOutcome, BulkRequest } from './runBulk';

type Row = Student & { id: string };

/** Valider / Rejeter la sélection; the records recorded leave the selection afterwards. */
const BulkActions = ({ target }: { target: Target }) => {
  const { selectedIds, data, onSelect } = useListContext<Row>();
  const refresh = useRefresh();
  const narrow = useNarrowScreen();
  const rules = useStudentRules().data;
  const [asking, setAsking] = useState(false);
  const [request, setRequest] = useState<BulkRequest | null>(null);
  const selected = useMemo(() => {
    const byId = new Map((data ?? []).map((row) => [row.id, row]));
    return selectedIds.map(
      (id) =>
        byId.get(id as string) ?? {
          student_idNumber: String(id),
          student_lastName: String(id),
          student_firstName: '',
        },
    );
  }, [selectedIds, data]);

  const start = (verdict: Verdict, comment = '') =>
    setRequest({ students: selected, target, verdict, comment });

  const finish = (outcomes: BulkOutcome[]) => {
    setRequest(null);
    const failed = new Set(
      outcomes.filter((o) => o.status !== 'ok').map((o) => o.student.student_idNumber),
    );
    // Only the records not recorded stay selected, ready for another try.
    onSelect([...failed]);
    refresh();
  };

  const reasons =
    target === 'photo'
      ? PHOTO_REASONS
      : [...(rules?.values() ?? [])].map((rule) => rule.rule_label);
  const count = selected.length;
  return (
    <>
      <Button
        startIcon={<CheckIcon />}
        color="success"
        size={narrow ? 'small' : 'medium'}
        onClick={() => start('validated')}
        aria-label="Valider la sélection"
      >
        {narrow ? 'Valider' : 'Valider la sélection'}
      </Button>
      <Button
        startIcon={<CloseIcon />}
        color="error"
        size={narrow ? 'small' : 'medium'}
        onClick={() => setAsking(true)}
        aria-label="Rejeter la sélection"
      >
        {narrow ? 'Rejeter' : 'Rejeter la sélection'}
      </Button>
      <RejectDialog
        open={asking}
        name={`${count} élève${count > 1 ? 's' : ''} sélectionné${count > 1 ? 's' : ''}`}
        reasons={reasons}
        onCancel={() => setAsking(false)}
        onConfirm={(reason) => {
          setAsking(false);
          start('rejected', reason);
        }}
      />
      {request && <BulkRunDialog request={request} onClose={finish} />}
    </>
  );
};

export default BulkActions;
