import { forwardRef, type ButtonHTMLAttributes, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'filled' | 'outline' | 'light' | 'subtle';
type Size = 'sm' | 'md' | 'compact-sm' | 'compact-md';

interface Look {
  variant?: Variant;
  size?: Size;
  /** gold (the venue's colour) or gray (quiet controls such as the header's menu button). */
  tone?: 'gold' | 'gray';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** The width of its text (the default), or of its container. */
  fullWidth?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export type PlainButtonProps = Look & ((Omit<LinkProps, 'className' | 'style' | 'children'> & { to: LinkProps['to'] }) | (Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children'> & { to?: undefined }));

/**
 * A button, or a link that looks like one (`to`), drawn in plain CSS (components/plain-button.css)
 * like Mantine's Button. The public pages use it so that their first bundle does without Mantine's
 * Button and its loading animation (initial-JS budget, decision 0016); the members' screens use
 * Mantine's Button.
 */
export const PlainButton = forwardRef<HTMLElement, PlainButtonProps>(function PlainButton(
  { variant = 'filled', size = 'sm', tone = 'gold', leftSection, rightSection, fullWidth, className, style, children, ...rest },
  ref,
) {
  const look = {
    className: ['venue-button', className].filter(Boolean).join(' '),
    style,
    'data-variant': variant,
    'data-size': size,
    'data-tone': tone,
    'data-block': fullWidth || undefined,
  };
  const content = (
    <>
      {leftSection && <span className="venue-button-section">{leftSection}</span>}
      <span>{children}</span>
      {rightSection && <span className="venue-button-section">{rightSection}</span>}
    </>
  );
  if (rest.to !== undefined) {
    return (
      <Link ref={ref as Ref<HTMLAnchorElement>} {...(rest as LinkProps)} {...look}>
        {content}
      </Link>
    );
  }
  const { type = 'button', ...buttonProps } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button ref={ref as Ref<HTMLButtonElement>} type={type} {...buttonProps} {...look}>
      {content}
    </button>
  );
});
