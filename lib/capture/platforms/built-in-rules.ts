// Every platform's built-in selectors, by platform: what served capture rules are checked against.
// Selector data only, no adapter code, so the background and the proxy can load it.
import type { Platform } from '../../messaging/capture-protocol';
import { FRESHDESK } from './freshdesk/selectors';
import { FRONT } from './front/selectors';
import { HUBSPOT } from './hubspot/selectors';
import { INTERCOM } from './intercom/selectors';
import { MEET } from './meet/selectors';
import type { SelectorRules } from '../../api/capture-rules';
import { TEAMS } from './teams/selectors';
import { WHATSAPP } from './whatsapp/selectors';
import { ZENDESK } from './zendesk/selectors';
import { ZOOM } from './zoom/selectors';

export const BUILT_IN_RULES: Partial<Record<Platform, SelectorRules>> = {
  meet: MEET,
  teams: TEAMS,
  zoom: ZOOM,
  zendesk: ZENDESK,
  intercom: INTERCOM,
  hubspot: HUBSPOT,
  freshdesk: FRESHDESK,
  whatsapp: WHATSAPP,
  front: FRONT,
};
