// Injected into the active tab by the panel's "Capture from this page" (scripting.executeScript with
// activeTab): the picker's outcome is this script's result.
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { pickChat } from '../lib/capture/recipes/picker';

export default defineUnlistedScript(() => pickChat(document));
