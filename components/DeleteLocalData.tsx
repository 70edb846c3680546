// "Delete all local data": everything Sidecue keeps in this browser, after a confirmation that
// says what goes and what stays (conversations saved on the service stay).
import { useState } from 'react';

export function DeleteLocalData({ deleteAll }: { deleteAll(): Promise<void> }) {
  const [step, setStep] = useState<'idle' | 'confirming' | 'deleting' | 'deleted' | 'failed'>('idle');
  return (
    <section aria-labelledby="local-data-heading">
      <h3 id="local-data-heading">Data in this browser</h3>
      <p className="muted">
        Transcripts of unsaved sessions are kept only until the browser closes. The History list is kept for the days
        set above.
      </p>
      <button
        type="button"
        onClick={() => setStep('confirming')}
        disabled={step === 'confirming' || step === 'deleting'}
      >
        Delete all local data
      </button>
      {step === 'confirming' && (
        <div role="alertdialog" aria-label="Delete all local data?" className="notice">
          <p>
            This deletes everything Sidecue keeps in this browser: the settings (proxy address and token), the History
            list, site recipes and every transcript and guidance of open sessions. Conversations saved on the service
            are not deleted.
          </p>
          <button
            type="button"
            onClick={() => {
              setStep('deleting');
              deleteAll().then(
                () => setStep('deleted'),
                () => setStep('failed'),
              );
            }}
          >
            Delete everything
          </button>{' '}
          <button type="button" onClick={() => setStep('idle')}>
            Cancel
          </button>
        </div>
      )}
      {step === 'deleting' && <p className="muted">Deleting…</p>}
      {step === 'deleted' && <p role="status">Everything Sidecue kept in this browser was deleted.</p>}
      {step === 'failed' && (
        <p role="alert">
          Nothing could be deleted: Sidecue's background did not answer. Reload this page and try again.
        </p>
      )}
    </section>
  );
}
