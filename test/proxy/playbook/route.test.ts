// GET /api/playbook on the real proxy over loopback, the check command as an admin runs it, and the
// route in the OpenAPI document.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../lib/api/contract.ts';
import { PlaybookFile } from '../../../lib/api/playbook.ts';
import { runScript } from '../helpers/child.ts';
import { EXTENSION_ORIGIN, SERVICE_KEY, mintToken } from '../helpers/fixtures.ts';
import { call, startTestProxy, type Harness } from '../helpers/proxy-harness.ts';
import { startStandInService, type StandInService } from '../helpers/stand-in-service.ts';

const playbook = (name: string) =>
  `version: 1\nname: ${name}\ncompetitors:\n  - id: acme\n    name: Acme\n    differentiators: [Native NetSuite connector]\n`;

let service: StandInService;
let harness: Harness;
let dataDir: string;

beforeAll(async () => {
  service = await startStandInService();
  dataDir = mkdtempSync(join(tmpdir(), 'sidecue-playbook-route-'));
  writeFileSync(join(dataDir, 'playbook.yaml'), playbook('Shared'));
  mkdirSync(join(dataDir, 'playbooks'));
  writeFileSync(join(dataDir, 'playbooks', 'support.yaml'), playbook('Support'));
  harness = await startTestProxy({
    DATA_DIR: dataDir,
    SERVICE_BASE_URL: service.baseUrl,
    SERVICE_API_KEY: SERVICE_KEY,
  });
});
afterAll(async () => {
  await harness.close();
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (token?: string) => call(harness.proxy.url, 'GET', '/api/playbook', { token, origin: EXTENSION_ORIGIN });

describe('GET /api/playbook', () => {
  it("answers with the caller's team playbook as parsed, lists filled in", async () => {
    const support = await get(await mintToken({ user: 'sam', team: 'support', creator: false }));
    expect(support.status).toBe(200);
    expect(PlaybookFile.parse(support.json)).toEqual(support.json);
    expect(support.json).toMatchObject({ name: 'Support', objections: [], procedures: [] });
    expect(support.json.competitors[0]).toEqual({
      id: 'acme',
      name: 'Acme',
      aliases: [],
      differentiators: ['Native NetSuite connector'],
      landmines: [],
    });
    const noTeam = await get(await mintToken({ user: 'alex', team: null, creator: false }));
    expect(noTeam.json.name).toBe('Shared');
  });

  it('needs a token, like every /api route', async () => {
    const result = await get();
    expect(result.status).toBe(401);
    expect(result.json.error.code).toBe('unauthenticated');
  });

  it('answers 404 no_playbook, in the usual error body, once the file is gone', async () => {
    const token = await mintToken({ user: 'sam', team: 'support', creator: false });
    rmSync(join(dataDir, 'playbook.yaml'));
    await expect
      .poll(async () => (await get(await mintToken({ user: 'alex', team: null, creator: false }))).status, {
        timeout: 3_000,
      })
      .toBe(404);
    const gone = await get(await mintToken({ user: 'alex', team: null, creator: false }));
    expect(ErrorBody.parse(gone.json).error.code).toBe('no_playbook');
    expect(gone.json.error.message).toMatch(/no playbook/);
    expect((await get(token)).status).toBe(200);
  });

  it('is in the OpenAPI document with the playbook schema and its 404', async () => {
    const doc = (await call(harness.proxy.url, 'GET', '/openapi.json')).json;
    const operation = doc.paths['/api/playbook'].get;
    expect(operation.tags).toEqual(['Proxy']);
    expect(operation.security).toBeUndefined();
    expect(operation.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PlaybookFile',
    });
    expect(operation.responses['404'].description).toContain('no_playbook');
    const schema = doc.components.schemas.PlaybookFile;
    expect(schema.properties.objections.items.properties.kind.enum).toContain('competitor');
    expect(doc.components.schemas.ErrorBody.properties.error.properties.code.enum).toContain('no_playbook');
  });
});

describe('npm run proxy:playbook -- check', () => {
  it('prints what a good file holds, and exits 0', async () => {
    const result = await runScript('proxy/cli/playbook.ts', ['check', 'examples/playbooks/practice.yaml'], {});
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(
      'OK: Route planning sales and support (practice), 15 entries (4 objections, 1 competitor, 3 procedures, checklist MEDDICC with 7 items)',
    );
  });

  it('prints every problem as FILE:LINE:COLUMN: message, and exits 1', async () => {
    const file = join(dataDir, 'broken.yaml');
    writeFileSync(file, 'version: 2\nobjections:\n  - id: a\n    kind: cost\n    title: T\n    answer: A\n');
    const result = await runScript('proxy/cli/playbook.ts', ['check', file], {});
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      `${file}:1:10: version must be 1`,
      `${file}:4:11: objections[0]: kind must be one of price, timing, competitor, authority, need, other`,
    ]);
  });

  it('says so for a file it cannot read, and shows the usage when misused', async () => {
    const missing = await runScript('proxy/cli/playbook.ts', ['check', join(dataDir, 'nope.yaml')], {});
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('cannot read the file (ENOENT)');
    const misuse = await runScript('proxy/cli/playbook.ts', ['lint'], {});
    expect(misuse.code).toBe(2);
    expect(misuse.stderr).toContain('Usage: npm run proxy:playbook -- check <file.yaml>');
  });
});
