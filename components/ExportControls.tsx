// "Export": the transcript and the guidance shown, as Markdown or JSON, downloaded or copied.
import { useId, useState } from 'react';
import { exportFileName, toJson, toMarkdown, type ExportDocument } from '../lib/history/export';
import { t } from '../lib/i18n/messages';
import { browserExportDeps, type ExportDeps } from '../lib/panel/export-deps';

type Kind = 'markdown' | 'json';

/** `build` is called at the moment of export, so the newest transcript and guidance go out. */
export function ExportControls({ build, deps = browserExportDeps }: { build(): ExportDocument; deps?: ExportDeps }) {
  const [kind, setKind] = useState<Kind>('markdown');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>();
  const formatId = useId();
  const render = () => {
    const document = build();
    return { document, text: kind === 'markdown' ? toMarkdown(document) : toJson(document) };
  };
  return (
    <fieldset aria-label={t('exportLabel')} className="group controls">
      <label htmlFor={formatId}>{t('exportFormatLabel')}</label>
      <select id={formatId} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
        <option value="markdown">{t('exportMarkdown')}</option>
        <option value="json">{t('exportJson')}</option>
      </select>
      <button
        type="button"
        onClick={() => {
          const { document, text } = render();
          const fileName = exportFileName(document, kind);
          deps.download(fileName, text, kind === 'markdown' ? 'text/markdown' : 'application/json');
          setOutcome({ ok: true, text: t('exportDownloaded', fileName) });
        }}
      >
        {t('exportLabel')}
      </button>
      <button
        type="button"
        onClick={() => {
          const { text } = render();
          deps.copy(text).then(
            () =>
              setOutcome({
                ok: true,
                text: t('exportCopied', t(kind === 'markdown' ? 'exportMarkdown' : 'exportJson')),
              }),
            () =>
              setOutcome({
                ok: false,
                text: t('exportCopyFailed'),
              }),
          );
        }}
      >
        {t('exportCopy')}
      </button>
      {outcome && <span role={outcome.ok ? 'status' : 'alert'}>{outcome.text}</span>}
    </fieldset>
  );
}
