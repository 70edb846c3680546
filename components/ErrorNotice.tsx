import type { SessionError } from '../lib/session/types';

export function ErrorNotice({ error }: { error: Pick<SessionError, 'title' | 'action'> }) {
  return (
    <div className="notice notice-error" role="alert">
      <strong>{error.title}</strong> <span>{error.action}</span>
    </div>
  );
}
