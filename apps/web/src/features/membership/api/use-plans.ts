import { useEffect, useState } from 'react';
import { type BillingPlans, fetchPlans } from './billing-api.ts';

/** The plans and their prices from the server's settings (null while loading). */
export const usePlans = () => {
  const [plans, setPlans] = useState<BillingPlans | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    void attempt;
    fetchPlans().then(
      (p) => alive && setPlans(p),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);
  return {
    plans,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((a) => a + 1);
    },
  };
};
