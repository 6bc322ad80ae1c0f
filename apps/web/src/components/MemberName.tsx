import { Fragment, type CSSProperties } from 'react';

/** Names up to this long stay whole (they fit a line wherever a name is shown). */
const SHORT_NAME = 15;

/**
 * Where a long username may break: before each of its own separators, as identifiers are broken
 * ("Sonnenuntergang_am_Zuerichsee1" → "Sonnenuntergang", "_am", "_Zuerichsee1"). Usernames have no
 * spaces (letters, digits, _ and -); a short one stays in one piece.
 */
export function nameParts(name: string): string[] {
  return name.length <= SHORT_NAME ? [name] : name.split(/(?<=.)(?=[_\-.])/);
}

/**
 * A member's name that wraps at sensible points: before its separators (a `<wbr>`, which adds no
 * text), and inside a part only when the part alone is wider than the line.
 */
export function MemberName({ name }: { name: string }) {
  const parts = nameParts(name);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The style of a name that wraps (with MemberName): breaks inside a part only as a last resort. */
export const wrappingName: CSSProperties = { overflowWrap: 'break-word', minWidth: 0 };

/** The style of a name meant to stay on one line: cut with an ellipsis where the line ends. */
export const oneLineName: CSSProperties = { display: 'block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 };
