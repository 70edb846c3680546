import { Hono } from 'hono';
import { paths } from '../../lib/api/contract.ts';
import type { PlaybookFile } from '../../lib/api/playbook.ts';
import type { ProxyUser } from '../auth/tokens.ts';
import type { ProxyEnv } from '../context.ts';
import { errorResponse, jsonResponse } from '../errors.ts';

/** The caller's team playbook, or undefined when there is none (see proxy/playbook/store.ts). */
export type PlaybookFor = (user: ProxyUser) => PlaybookFile | undefined;

/** The playbook as the proxy parsed it (defaults filled in), for the panel, the options page and clients. */
export function playbookRoutes(playbookFor: PlaybookFor) {
  return new Hono<ProxyEnv>().get(paths.playbook, (c) => {
    const playbook = playbookFor(c.get('user'));
    return playbook
      ? jsonResponse(playbook, 200)
      : errorResponse('no_playbook', 'This proxy has no playbook for your team. Ask your admin to add one.');
  });
}
