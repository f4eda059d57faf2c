import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { successToast } from '../../app/toast/notify';
import { CreateExperimentDocument } from '../../gql/graphql';
import { experimentFailureToast } from './experiment-toasts';

/**
 * 'Create A/B test' for a funnel: a draft test of one of its steps (the first when none is
 * named) with A and B, then its page.
 * A refusal (the step is already being tested) is told in the api's words.
 */
export function useCreateExperiment() {
  const navigate = useNavigate();
  const [create] = useMutation(CreateExperimentDocument);
  const [creatingFor, setCreatingFor] = useState<string | null>(null);

  const createFor = async (funnelId: string, stepId?: string) => {
    setCreatingFor(funnelId);
    try {
      const { data } = await create({ variables: { input: { funnelId, ...(stepId ? { stepId } : {}) } } });
      const experiment = data?.createExperiment;
      if (!experiment) return;
      successToast('A/B test created: change variant B, then start it');
      void navigate(`/experiments/${experiment.id}`);
    } catch (error) {
      experimentFailureToast(error, 'Could not create the A/B test. Please try again.');
    } finally {
      setCreatingFor(null);
    }
  };

  return { createFor, creatingFor };
}
