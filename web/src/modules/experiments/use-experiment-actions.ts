import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { successToast } from '../../app/toast/notify';
import {
  DeleteExperimentDocument,
  EndExperimentDocument,
  PauseExperimentDocument,
  PromoteExperimentVariantDocument,
  StartExperimentDocument,
  type ExperimentDetailFragment,
} from '../../gql/graphql';
import { variantLabel } from './experiment-meta';
import { experimentFailureToast } from './experiment-toasts';

export type ExperimentActions = ReturnType<typeof useExperimentActions>;

type Subject = Pick<ExperimentDetailFragment, 'id' | 'name' | 'status' | 'stepName' | 'variants'>;

/**
 * Start, pause, end, promote and delete: each asks first (antd's confirm dialog), then tells
 * what happened, or the api's refusal in its own words.
 */
export function useExperimentActions(experiment: Subject, { unsavedSetup = false } = {}) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { id } = experiment;
  const [start] = useMutation(StartExperimentDocument);
  const [pause] = useMutation(PauseExperimentDocument);
  const [end] = useMutation(EndExperimentDocument);
  const [promote] = useMutation(PromoteExperimentVariantDocument);
  const [remove] = useMutation(DeleteExperimentDocument, {
    // Taken out of every cached list, so the list does not show it again before it reloads.
    // The test itself stays cached: this page still shows it while it closes.
    update: (cache) =>
      cache.modify<{ experiments: readonly Reference[] }>({
        fields: {
          experiments: (existing, { readField }) => existing.filter((ref) => readField('id', ref) !== id),
        },
      }),
  });

  /** Runs a confirmed action; the dialog stays open (busy) until it is done. */
  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      successToast(success);
      return true;
    } catch (error) {
      experimentFailureToast(error, failure);
      return false;
    }
  };

  const resuming = experiment.status === 'paused';
  const nameOf = (key: string) => variantLabel(key, experiment.variants.find((v) => v.key === key)?.name);

  return {
    confirmStart: () =>
      modal.confirm({
        title: resuming ? 'Resume the A/B test?' : 'Start the A/B test?',
        content: resuming
          ? `Visitors of ${experiment.stepName} are split between the variants again.`
          : `Visitors of ${experiment.stepName} are split between the variants as they arrive. Variants, weights and the goal can no longer be changed.${unsavedSetup ? ' Your unsaved setup changes are not used: save them first.' : ''}`,
        okText: resuming ? 'Resume' : 'Start',
        cancelText: 'Cancel',
        onOk: () =>
          run(
            () => start({ variables: { id } }),
            resuming ? 'A/B test resumed' : 'A/B test started',
            'Could not start the A/B test. Please try again.',
          ),
      }),
    confirmPause: () =>
      modal.confirm({
        title: 'Pause the A/B test?',
        content: 'Every visitor sees A until you resume it. The figures so far stay.',
        okText: 'Pause',
        cancelText: 'Cancel',
        onOk: () =>
          run(
            () => pause({ variables: { id } }),
            'A/B test paused',
            'Could not pause the A/B test. Please try again.',
          ),
      }),
    confirmEnd: () =>
      modal.confirm({
        title: 'End the A/B test?',
        content: 'The page goes back to A; the figures stay. An ended test cannot be started again.',
        okText: 'End test',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: () =>
          run(
            () => end({ variables: { id } }),
            'A/B test ended',
            'Could not end the A/B test. Please try again.',
          ),
      }),
    confirmPromote: (key: string) =>
      modal.confirm({
        title: `Promote variant ${nameOf(key)}?`,
        content: `Its page replaces ${experiment.stepName} in the funnel, which is republished, and the test ends. The other variants are archived with the test's figures.`,
        okText: `Promote ${key}`,
        cancelText: 'Cancel',
        onOk: () =>
          run(
            () => promote({ variables: { id, key } }),
            `Variant ${key} is now the page`,
            'Could not promote the variant. Please try again.',
          ),
      }),
    confirmDelete: () =>
      modal.confirm({
        title: `Delete the A/B test "${experiment.name}"?`,
        content: 'Its variants and figures are deleted. This action cannot be undone.',
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: async () => {
          const deleted = await run(
            () => remove({ variables: { id } }),
            'A/B test deleted',
            'Could not delete the A/B test. Please try again.',
          );
          if (deleted) void navigate('/experiments');
        },
      }),
  };
}
