import {
  Banner,
  Button,
  EmptyState,
  PageHeader,
  Skeleton,
  selectCommunityId,
  strings,
  stripSearchInput,
  TextField,
  tokens,
  usePageTitle,
  validateSearch,
} from '@portal/shared';
import { type FormEvent, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { highlightParts } from './highlightParts';
import { type SearchField, type SearchItem, useGlobalSearchQuery } from './searchApi';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.sm};
  margin-bottom: ${tokens.space.lg};
  & > :first-child {
    flex: 1 1 16rem;
  }
`;

const Group = styled.section`
  margin-bottom: ${tokens.space.lg};
  h2 {
    font-size: ${tokens.fontSizes.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid ${tokens.colors.divider};
  }
  a {
    display: block;
    padding: ${tokens.space.sm};
    min-height: ${tokens.targetSize}px;
    color: ${tokens.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${tokens.colors.surfaceHover};
  }
  mark {
    background: transparent;
    color: inherit;
    font-weight: ${tokens.fontWeights.bold};
    text-decoration: underline;
  }
`;

const Title = styled.span`
  display: block;
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
`;

const Line = styled.span`
  display: block;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
`;

const FIELD_LABELS: Record<string, string> = {
  phone: 'Phone',
  biography: 'About',
  email: 'Email',
  address: 'Address',
  jobtitle: 'Job title',
  department: 'Department',
  body: 'Text',
  description: 'Description',
  location: 'Place',
};

function isField(value: unknown): value is SearchField {
  return typeof value === 'object' && value !== null && 'highlightedValue' in value;
}

function Marked({ field }: { field: SearchField }) {
  return (
    <>
      {highlightParts(field.highlightedValue).map((part, index) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity but their place
          <mark key={index}>{part.text}</mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function itemTitle(item: SearchItem) {
  const title = ['title', 'name'].map((key) => item[key]).find(isField);
  if (title) return <Marked field={title} />;
  const first = isField(item.firstName) ? item.firstName : undefined;
  const last = isField(item.lastName) ? item.lastName : undefined;
  return (
    <>
      {first && <Marked field={first} />} {last && <Marked field={last} />}
    </>
  );
}

/** The matched fields besides the title, so a person sees why an item was found. */
function matchedLines(item: SearchItem) {
  return Object.entries(item).filter(
    (entry): entry is [string, SearchField] =>
      isField(entry[1]) &&
      entry[1].highlighted &&
      !['firstName', 'lastName', 'title', 'name'].includes(entry[0]),
  );
}

/** /search: global search (spec 2, 5, 7), results grouped by category, each linking to its item. */
export default function SearchScreen() {
  const title = usePageTitle();
  const communityId = useSelector(selectCommunityId) ?? '';
  const [params, setParams] = useSearchParams();
  const query = stripSearchInput(params.get('q') ?? '');
  const [text, setText] = useState(query);
  const [error, setError] = useState<string | undefined>(
    query && validateSearch(query) ? validateSearch(query) : undefined,
  );
  const valid = !!query && !validateSearch(query);
  const search = useGlobalSearchQuery({ communityId, query }, { skip: !valid || !communityId });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stripped = stripSearchInput(text);
    if (!stripped) return;
    const problem = validateSearch(stripped);
    setError(problem);
    if (!problem) setParams({ q: stripped });
  };

  const groups = search.data
    ? Object.entries(search.data.results).filter(([, items]) => items.length > 0)
    : [];

  return (
    <>
      <PageHeader title={title} />
      <Form role="search" onSubmit={submit} noValidate>
        <TextField
          label="Search for people and more"
          type="search"
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </Form>
      <div aria-live="polite">
        {!valid ? null : search.isFetching ? (
          <Skeleton lines={4} height={48} />
        ) : search.isError ? (
          <Banner severity="error" title={strings.searchFailed}>
            <Button variant="secondary" onClick={() => search.refetch()}>
              Try again
            </Button>
          </Banner>
        ) : groups.length === 0 ? (
          <EmptyState title={`Nothing found for “${query}”`} />
        ) : (
          groups.map(([category, items]) => {
            const meta = search.data?.meta[category];
            return (
              <Group key={category} aria-labelledby={`search-${category}`}>
                <h2 id={`search-${category}`}>
                  {meta?.label ?? category} ({items.length})
                </h2>
                <ul>
                  {items.map((item) => (
                    <li key={item.guid}>
                      <Link to={`${meta?.path ?? ''}/${item.guid}`}>
                        <Title>{itemTitle(item)}</Title>
                        {matchedLines(item).map(([key, field]) => (
                          <Line key={key}>
                            {FIELD_LABELS[key] ?? key}: <Marked field={field} />
                          </Line>
                        ))}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Group>
            );
          })
        )}
      </div>
    </>
  );
}
