// The one button of the app: a real <button>, big enough to touch, in a few looks.

import type { ButtonHTMLAttributes, ComponentChildren } from 'preact';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'class' | 'className'> {
  readonly look?: 'primary' | 'secondary' | 'danger' | 'quiet';
  readonly children?: ComponentChildren;
}

export function Button({ look = 'secondary', type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} class={`btn btn-${look}`} {...rest}>
      {children}
    </button>
  );
}
