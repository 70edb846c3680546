// A translated sentence with elements inside it (a link, a command in code): each element fills one
// placeholder, so translators move it with the words around it instead of the sentence being split.
import { Fragment, type ReactNode } from 'react';
import { t, type MessageKey } from '../lib/i18n/messages';

/** A private-use character: never in a translation, so it marks where each part goes. */
const MARK = '\uE000';
const SPLIT = new RegExp(`${MARK}(\\d)${MARK}`);

export function TextWith({ message, parts }: { message: MessageKey; parts: ReactNode[] }) {
  const text = t(message, ...parts.map((_, at) => `${MARK}${at}${MARK}`));
  // split() with a group alternates text and the index of the part between them; the pieces never reorder.
  const pieces = text.split(SPLIT);
  return (
    <>
      {pieces.map((piece, at) => (
        <Fragment key={at}>{at % 2 === 1 ? parts[Number(piece)] : piece}</Fragment>
      ))}
    </>
  );
}

/** A translated sentence with one link to another extension page in it. */
export function TextWithLink({ message, href, link }: { message: MessageKey; href: string; link: MessageKey }) {
  return (
    <TextWith
      message={message}
      parts={[
        <a key="link" href={href}>
          {t(link)}
        </a>,
      ]}
    />
  );
}
