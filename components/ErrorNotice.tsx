import { t } from '../lib/i18n/messages';
import { fixedInOptions } from '../lib/api/errors';
import { openOptions } from '../lib/panel/open-options';
import type { SessionError } from '../lib/session/types';

/** One message: what happened, the one thing to do, and a way to the options when the fix is there. */
export function ErrorNotice({ error }: { error: Pick<SessionError, 'kind' | 'title' | 'action'> }) {
  return (
    <div className="notice notice-error" role="alert">
      <strong>{error.title}</strong> <span>{error.action}</span>
      {fixedInOptions(error.kind) && <OpenOptionsButton />}
    </div>
  );
}

export function OpenOptionsButton() {
  return (
    <button type="button" style={{ marginLeft: 8 }} onClick={openOptions}>
      {t('panelOpenOptions')}
    </button>
  );
}
