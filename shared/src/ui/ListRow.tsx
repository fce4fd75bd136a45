import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { Icon } from './Icon';
import { useLinkComponent } from './LinkContext';

interface RowContent {
  /** The main text of the row; it names the link or button. */
  title: ReactNode;
  /** A second line of quieter text. */
  description?: ReactNode;
  /** Shown before the text, e.g. an Avatar (decorative). */
  leading?: ReactNode;
  /** Shown after the text, e.g. a Badge. */
  trailing?: ReactNode;
}

export type ListRowProps = RowContent &
  (
    | { href: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void; current?: boolean }
    | {
        href?: undefined;
        onClick: (event: MouseEvent<HTMLButtonElement>) => void;
        current?: undefined;
      }
    | { href?: undefined; onClick?: undefined; current?: undefined }
  );

const Item = styled.li`
  & > a,
  & > button,
  & > div {
    display: flex;
    align-items: center;
    gap: ${tokens.space.md};
    width: 100%;
    min-height: ${tokens.targetSize + 12}px;
    padding: ${tokens.space.sm} ${tokens.space.md};
    margin: 0;
    border: 0;
    background: transparent;
    color: ${tokens.colors.text};
    font-size: ${tokens.fontSizes.md};
    text-align: start;
    text-decoration: none;
  }

  & > a,
  & > button {
    cursor: pointer;
  }

  & > a:hover,
  & > button:hover {
    background: ${tokens.colors.surfaceHover};
  }

  & > a:focus-visible,
  & > button:focus-visible {
    outline-offset: -${tokens.focusRing.width};
  }

  & > a[aria-current='page'] {
    box-shadow: inset 4px 0 0 ${tokens.colors.primary};
    font-weight: ${tokens.fontWeights.medium};
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.span`
  font-weight: ${tokens.fontWeights.medium};
`;

const Description = styled.span`
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
`;

const Side = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  gap: ${tokens.space.xs};
`;

function Content({
  title,
  description,
  leading,
  trailing,
  chevron,
}: RowContent & { chevron: boolean }) {
  return (
    <>
      {leading && <Side>{leading}</Side>}
      <Text>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      {(trailing || chevron) && (
        <Side>
          {trailing}
          {chevron && <Icon name="chevronRight" />}
        </Side>
      )}
    </>
  );
}

/** A row of a `List`: a link (`href`), a button (`onClick`), or static content. */
export function ListRow(props: ListRowProps) {
  const Link = useLinkComponent();
  const { title, description, leading, trailing } = props;
  const content = { title, description, leading, trailing };
  if (props.href !== undefined) {
    return (
      <Item>
        <Link
          href={props.href}
          onClick={props.onClick}
          aria-current={props.current ? 'page' : undefined}
        >
          <Content {...content} chevron />
        </Link>
      </Item>
    );
  }
  if (props.onClick) {
    return (
      <Item>
        <button type="button" onClick={props.onClick}>
          <Content {...content} chevron={false} />
        </button>
      </Item>
    );
  }
  return (
    <Item>
      <div>
        <Content {...content} chevron={false} />
      </div>
    </Item>
  );
}
