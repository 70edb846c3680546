// The pictures `npm run screenshots` takes for docs/screenshots: each panel tab at the side panel's
// narrow and wide widths, and the options and welcome pages, each in light and dark.

export type ColorScheme = 'light' | 'dark';
export type PanelTab = 'Guidance' | 'Outreach' | 'History';

export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];
/** The tabs as the panel names them (their accessible names). */
export const PANEL_TABS: readonly PanelTab[] = ['Guidance', 'Outreach', 'History'];
/** Chrome's side panel is at least 320 px wide; 480 is a roomy one a user dragged wider. */
export const PANEL_WIDTHS: readonly number[] = [320, 480];
/** The side panel's height on a laptop screen. */
export const PANEL_HEIGHT = 900;
/** Options and welcome open in a tab: a laptop window, shown whole. */
export const PAGE_SIZE = { width: 1024, height: 800 } as const;

export type Shot =
  | { page: 'panel'; tab: PanelTab; width: number; scheme: ColorScheme; file: string }
  | { page: 'options' | 'welcome'; scheme: ColorScheme; file: string };

/** Every shot, grouped so that each page, tab and width is set up once for both schemes. */
export function screenshotShots(): Shot[] {
  const panel = PANEL_TABS.flatMap((tab) =>
    PANEL_WIDTHS.flatMap((width) =>
      COLOR_SCHEMES.map(
        (scheme): Shot => ({
          page: 'panel',
          tab,
          width,
          scheme,
          file: `panel-${tab.toLowerCase()}-${width}-${scheme}.png`,
        }),
      ),
    ),
  );
  const pages = (['options', 'welcome'] as const).flatMap((page) =>
    COLOR_SCHEMES.map((scheme): Shot => ({ page, scheme, file: `${page}-${scheme}.png` })),
  );
  return [...panel, ...pages];
}

/** docs/screenshots/README.md: what each picture shows, in the order they are taken. */
export function screenshotsReadme(shots: Shot[]): string {
  const lines = shots.map((shot) => {
    const what =
      shot.page === 'panel'
        ? `the panel's ${shot.tab} tab, ${shot.width} px wide`
        : shot.page === 'options'
          ? 'the options page'
          : 'the welcome page';
    return `- [${shot.file}](${shot.file}): ${what}, ${shot.scheme} theme.`;
  });
  return `# Screenshots

Taken by \`npm run screenshots\` from the built extension in headless Chromium, with the real proxy and
its embedded engine on loopback, during the Meet practice call once guidance has arrived. Run it again
after a visible change and commit the pictures that changed.

${lines.join('\n')}
`;
}
