import { foldText } from '../../common/foldText';

/** The text with each occurrence of the query (accents and case ignored) marked. */
const Highlight = ({ text, query }: { text: string; query: string }) => {
  const needle = foldText(query.trim());
  if (!needle) return <>{text}</>;
  // Folding keeps one character per character for the Latin letters of French text.
  const folded = foldText(text);
  const parts: React.ReactNode[] = [];
  let from = 0;
  for (let at = folded.indexOf(needle); at >= 0; at = folded.indexOf(needle, at + needle.length)) {
    parts.push(text.slice(from, at), <mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
};

export default Highlight;
