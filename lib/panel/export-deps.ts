// What Export does outside the panel: download a file, copy to the clipboard. Passed in, so tests can
// stand in for the browser.
export interface ExportDeps {
  download(fileName: string, text: string, mimeType: string): void;
  copy(text: string): Promise<void>;
}

export const browserExportDeps: ExportDeps = {
  download(fileName, text, mimeType) {
    const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  },
  copy: (text) => navigator.clipboard.writeText(text),
};
