import type { PslfCertification, PslfCertificationInput, PslfCount, PslfCountInput, PslfEmployer, PslfEmployerInput, PslfTracker } from '@awc/domain';
import { api } from '../../../lib/api-client.ts';
import { type ServerValueSource, useServerLoaded } from '../../../lib/server-values.ts';

const id = (s: string) => encodeURIComponent(s);
export const getPslfTracker = async () => (await api<{ tracker: PslfTracker }>('/api/pslf')).tracker;
export const savePslfCount = (input: PslfCountInput) => api<{ count: PslfCount }>('/api/pslf/count', { method: 'PUT', body: input });
export const clearPslfCount = () => api<{ success: true }>('/api/pslf/count', { method: 'DELETE' });
export const addPslfEmployer = (input: PslfEmployerInput) => api<{ employer: PslfEmployer }>('/api/pslf/employers', { method: 'POST', body: input });
export const updatePslfEmployer = (employerId: string, input: PslfEmployerInput) =>
  api<{ employer: PslfEmployer }>(`/api/pslf/employers/${id(employerId)}`, { method: 'PUT', body: input });
export const deletePslfEmployer = (employerId: string) => api<{ success: true }>(`/api/pslf/employers/${id(employerId)}`, { method: 'DELETE' });
export const addPslfCertification = (input: PslfCertificationInput) =>
  api<{ certification: PslfCertification }>('/api/pslf/certifications', { method: 'POST', body: input });
export const updatePslfCertification = (certificationId: string, input: PslfCertificationInput) =>
  api<{ certification: PslfCertification }>(`/api/pslf/certifications/${id(certificationId)}`, { method: 'PUT', body: input });
export const deletePslfCertification = (certificationId: string) =>
  api<{ success: true }>(`/api/pslf/certifications/${id(certificationId)}`, { method: 'DELETE' });

/** The tracker as a first-screen value of a page the server renders (lib/server-values.ts). */
export const PSLF_TRACKER_VALUE: ServerValueSource<PslfTracker> = { key: 'pslf:tracker', load: getPslfTracker };

/**
 * The member's PSLF tracker. Plain state rather than TanStack Query so the tracker page, the
 * navigator and the dashboard card stay lean; a page the server rendered carries it (decision 320).
 */
export function usePslfTracker() {
  const { value: tracker, error, reload } = useServerLoaded(PSLF_TRACKER_VALUE);
  return { tracker, error, reload };
}
