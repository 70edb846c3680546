// Drafts a LinkedIn message from a profile, scores an e-mail, and fits a note to 120 characters.
// Run: SIDECUE_PROXY_URL=http://127.0.0.1:8787 SIDECUE_TOKEN=<token> npx tsx examples/outreach.ts
import { SidecueError, createSidecueClient } from 'sidecue/client';

try {
  const sidecue = createSidecueClient();
  const draft = await sidecue.generateOutreach({
    type: 'linkedin_message',
    input: 'Jordan Lee\nVP Sales at Acme\nRecently launched a partner program.',
  });
  console.log(`Draft (${draft.characters} characters):\n${draft.body}`);

  const review = await sidecue.evaluateOutreach({
    type: 'email',
    input:
      'Subject: Idea for Acme\nHi Jordan, congratulations on the partner program. Would a 15-minute call next week work?',
  });
  console.log(`Score ${review.score}/100: ${review.findings.map((finding) => finding.message).join(' ')}`);

  const short = await sidecue.shortenOutreach({ input: draft.body, limit: 120 });
  console.log(`Shortened (${short.characters}/${short.limit}): ${short.text}`);
} catch (error) {
  if (!(error instanceof SidecueError)) throw error;
  console.error(error.message);
  process.exit(1);
}
