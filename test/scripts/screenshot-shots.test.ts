import { describe, expect, it } from 'vitest';
import { screenshotShots, screenshotsReadme } from '../../scripts/lib/screenshot-shots.ts';

describe('the screenshots npm run screenshots takes', () => {
  it('takes each panel tab at 320 and 480 px in light and dark, and the options and welcome pages in both', () => {
    const files = screenshotShots().map((shot) => shot.file);
    expect(files).toHaveLength(16);
    expect(new Set(files).size).toBe(16);
    for (const tab of ['guidance', 'outreach', 'history'])
      for (const width of [320, 480])
        for (const scheme of ['light', 'dark']) expect(files).toContain(`panel-${tab}-${width}-${scheme}.png`);
    expect(files).toEqual(
      expect.arrayContaining(['options-light.png', 'options-dark.png', 'welcome-light.png', 'welcome-dark.png']),
    );
  });

  it('names each panel shot after the tab it clicks, at the width and scheme it sets', () => {
    for (const shot of screenshotShots())
      if (shot.page === 'panel')
        expect(shot.file).toBe(`panel-${shot.tab.toLowerCase()}-${shot.width}-${shot.scheme}.png`);
  });

  it('lists every picture in the folder README with what it shows', () => {
    const shots = screenshotShots();
    const readme = screenshotsReadme(shots);
    for (const shot of shots) expect(readme).toContain(`[${shot.file}](${shot.file})`);
    expect(readme).toContain(
      "- [panel-outreach-480-dark.png](panel-outreach-480-dark.png): the panel's Outreach tab, 480 px wide, dark theme.",
    );
    expect(readme).toContain('- [welcome-light.png](welcome-light.png): the welcome page, light theme.');
  });
});
