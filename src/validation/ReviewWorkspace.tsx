import { useRef, useState } from 'react';
import { Box, Card, CardContent, Skeleton } from '@mui/material';
import RetryAlert from '../common/RetryAlert';
import { useNarrowScreen } from '../common/useNarrowScreen';
import { useStuckBarHeight } from '../common/useStuckBarHeight';
import { useStudentRules } from '../decision/useStudentRules';
import { studentName } from '../students/studentName';
import DecisionBar, { ReviewTools } from './DecisionBar';
import KeyboardHelpDialog from './KeyboardHelpDialog';
import QueueFinished from './QueueFinished';
import type { QueueFilters } from '../decision/queueFilters';
import RejectDialog from '../decision/RejectDialog';
import { rejectReasons } from '../decision/rejectReasons';
import ReviewCard from './ReviewCard';
import ReviewProgress from './ReviewProgress';
import { useKeepInView } from './useKeepInView';
import { useReviewKeys } from './useReviewKeys';
import { useReviewSession } from './useReviewSession';

type Dialog = 'reject' | 'help' | null;

/** The review of the filtered queue: one student at a time, decided by a key or a button. */
const ReviewWorkspace = ({ filters }: { filters: QueueFilters }) => {
  const { session, snapshot } = useReviewSession(filters);
  const rules = useStudentRules().data;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [zoomed, setZoomed] = useState(false);
  const entry = snapshot?.current ?? null;
  const narrow = useNarrowScreen();
  const workspace = useRef<HTMLDivElement>(null);
  const decisionBar = useRef<HTMLDivElement>(null);
  useStuckBarHeight(decisionBar, narrow);
  useKeepInView(workspace, `${entry?.student.student_idNumber}/${zoomed}`);

  const decideWith = (run: () => void) => () => {
    if (!entry) return;
    setZoomed(false);
    run();
  };
  const handlers = {
    validate: decideWith(() => session?.decide('validated')),
    reject: () => entry && setDialog('reject'),
    skip: decideWith(() => session?.skip()),
    zoom: () => setZoomed((value) => !value),
    undo: () => session?.undo(),
    help: () => setDialog('help'),
  };
  useReviewKeys(dialog === null, handlers);

  let body;
  if (entry) {
    body = (
      <ReviewCard
        entry={entry}
        target={filters.target}
        narrow={narrow}
        rules={rules}
        zoomed={zoomed}
        onToggleZoom={handlers.zoom}
      />
    );
  } else if (snapshot?.loadError) {
    body = (
      <RetryAlert onRetry={() => session?.retryLoad()}>
        Impossible de charger la file : {snapshot.loadError}
      </RetryAlert>
    );
  } else if (snapshot?.finished) {
    body = <QueueFinished snapshot={snapshot} onReviewSkipped={() => session?.reviewSkipped()} />;
  } else {
    body = (
      <Card role="status" aria-label="Chargement de la file">
        <CardContent sx={{ display: 'flex', gap: 3 }}>
          <Skeleton variant="rounded" width={280} height={350} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="50%" height={40} />
            <Skeleton />
            <Skeleton width="70%" />
          </Box>
        </CardContent>
      </Card>
    );
  }

  return (
    <Box
      ref={workspace}
      data-review-workspace
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: narrow ? 'nowrap' : 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ReviewProgress snapshot={snapshot} compact={narrow} />
        <ReviewTools
          compact={narrow}
          canUndo={snapshot?.canUndo ?? false}
          onUndo={handlers.undo}
          onHelp={handlers.help}
        />
      </Box>
      <Box
        ref={decisionBar}
        data-decision-bar
        data-toast-clearance={narrow ? '' : undefined}
        sx={
          // On a phone the bar follows the record and stays at the bottom of the screen.
          narrow
            ? {
                order: 1,
                position: 'sticky',
                // Above the connection banner while it shows (src/layout/health).
                bottom: 'var(--connection-banner-height, 0px)',
                zIndex: 2,
                mx: { xs: -1, sm: -2 },
                px: { xs: 1, sm: 2 },
                py: 1,
                bgcolor: 'background.default',
                borderTop: 1,
                borderColor: 'divider',
              }
            : undefined
        }
      >
        <DecisionBar
          compact={narrow}
          disabled={!entry}
          onValidate={handlers.validate}
          onReject={handlers.reject}
          onSkip={handlers.skip}
        />
      </Box>
      {body}
      <RejectDialog
        open={dialog === 'reject' && !!entry}
        name={entry ? studentName(entry.student) : ''}
        reasons={
          entry ? rejectReasons(filters.target, entry.student, [...(rules?.values() ?? [])]) : []
        }
        initial={entry?.comment}
        onCancel={() => setDialog(null)}
        onConfirm={(reason) => {
          setDialog(null);
          setZoomed(false);
          session?.decide('rejected', reason);
        }}
      />
      <KeyboardHelpDialog open={dialog === 'help'} onClose={() => setDialog(null)} />
    </Box>
  );
};

export default ReviewWorkspace;
