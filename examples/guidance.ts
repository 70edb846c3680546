// Guidance for one participant of a conversation, saved in a conversation of its own.
// Run: SIDECUE_PROXY_URL=http://127.0.0.1:8787 SIDECUE_TOKEN=<token> npx tsx examples/guidance.ts
// (or SERVICE_API_KEY and SERVICE_BASE_URL to call the service directly).
import { SidecueError, createSidecueClient } from 'sidecue/client';

try {
  const sidecue = createSidecueClient();
  const conversation = await sidecue.createConversation('Call with Jordan');

  // Every participant, an AI agent too, is a speaker; guidance given earlier is sent back as such.
  const { guidance } = await sidecue.analyze({
    currentUser: 'Sales agent',
    sessionId: conversation.id,
    transcript: [
      { speaker: 'Sales agent', text: 'Thanks for joining, Jordan. How is the quarter going?' },
      { speaker: 'Jordan', text: 'Busy. Honestly, your price seems too expensive for us.' },
    ],
  });
  console.log(`Guidance:\n${guidance.elaboration}`);
  if (guidance.isSame) console.log('(the same as before)');

  await sidecue.renameConversation(conversation.id, 'Call with Jordan (pricing)');
  const saved = await sidecue.getConversation(conversation.id);
  console.log(`Saved "${saved.name}" with ${saved.analyses.length} analysis`);

  await sidecue.deleteConversation(conversation.id);
  console.log('Deleted');
} catch (error) {
  if (!(error instanceof SidecueError)) throw error;
  console.error(error.message);
  process.exit(1);
}
