import type { ReactNode, SVGProps } from 'react';

// Our own line icons (24 px grid, stroke follows the text colour). Decorative by default.
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component that draws `shape` in the shared frame. */
export function lineIcon(shape: ReactNode) {
  return function LineIcon(props: IconProps) {
    return <Icon {...props}>{shape}</Icon>;
  };
}
