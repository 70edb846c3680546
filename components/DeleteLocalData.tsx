// "Delete all local data": everything Sidecue keeps in this browser, after a confirmation that
// says what goes and what stays (conversations saved on the service stay).
import { useState } from 'react';
import { t } from '../lib/i18n/messages';

export function DeleteLocalData({ deleteAll }: { deleteAll(): Promise<void> }) {
  const [step, setStep] = useState<'idle' | 'confirming' | 'deleting' | 'deleted' | 'failed'>('idle');
  return (
    <section aria-labelledby="local-data-heading">
      <h3 id="local-data-heading">{t('optionsLocalDataHeading')}</h3>
      <p className="muted">{t('optionsLocalDataHelp')}</p>
      <button
        type="button"
        onClick={() => setStep('confirming')}
        disabled={step === 'confirming' || step === 'deleting'}
      >
        {t('optionsDeleteAll')}
      </button>
      {step === 'confirming' && (
        <div role="alertdialog" aria-label={t('optionsDeleteAllQuestion')} className="notice">
          <p>{t('optionsDeleteAllWarning')}</p>
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
            {t('optionsDeleteEverything')}
          </button>{' '}
          <button type="button" onClick={() => setStep('idle')}>
            {t('optionsDeleteCancel')}
          </button>
        </div>
      )}
      {step === 'deleting' && <p className="muted">{t('optionsDeleting')}</p>}
      {step === 'deleted' && <p role="status">{t('optionsDeleted')}</p>}
      {step === 'failed' && <p role="alert">{t('optionsDeleteFailed')}</p>}
    </section>
  );
}
