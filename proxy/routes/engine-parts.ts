// The engine's text work the proxy does itself in forwarding mode (a team's playbook on the service's
// analyses, the recap): loaded on first use. Its language detector, models and word vectors hold about
// 70 MB, which a proxy that never matches a playbook nor writes a recap should not carry, nor its GC walk.
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
};

export const playbookMatcher = once(() => import('../engine/playbook/with-playbook.ts'));

export const recapWriter = once(async () => {
  const [{ conversationLanguage }, { recapTranscript }] = await Promise.all([
    import('../engine/language/detect.ts'),
    import('../engine/recap/index.ts'),
  ]);
  return { conversationLanguage, recapTranscript };
});
