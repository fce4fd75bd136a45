import {
  Button,
  Checkbox,
  EVENT_PRICE_FILTERS,
  EVENT_TIME_FILTERS,
  type EventPriceFilter,
  type EventTimeframe,
  SEARCH_MAX,
  Select,
  stripSearchInput,
  TextField,
  tokens,
  validateSearch,
} from '@portal/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import type { EventCalendar } from '../api/eventsApi';
import {
  calendarToggled,
  filtersCleared,
  priceChosen,
  searchChanged,
  selectEventFilters,
  timeframeChosen,
} from '../state/eventsSlice';

const Panel = styled.section`
  margin-bottom: ${tokens.space.lg};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0 ${tokens.space.lg};
`;

const SearchRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space.sm};

  & > div {
    flex: 1 1 16rem;
  }

  & > button {
    margin-bottom: ${tokens.space.lg};
  }
`;

const Calendars = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;

  legend {
    font-size: ${tokens.fontSizes.md};
    font-weight: ${tokens.fontWeights.medium};
    margin-bottom: ${tokens.space.xs};
  }

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${tokens.space.lg};
  }
`;

const Heading = styled.h2`
  font-size: ${tokens.fontSizes.lg};
  margin: 0 0 ${tokens.space.sm};
`;

/** Spec 4 and 9: time, price and calendars, each reloading the list; plus a search. */
export function EventFilters({ calendars }: { calendars: EventCalendar[] }) {
  const dispatch = useDispatch();
  const filters = useSelector(selectEventFilters);
  const [search, setSearch] = useState(filters.search);
  const [searchError, setSearchError] = useState<string>();
  useEffect(() => setSearch(filters.search), [filters.search]);

  /** An empty search clears it; otherwise the spec's search rule applies before it is sent. */
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = search.trim() === '' ? undefined : validateSearch(search);
    setSearchError(error);
    if (!error) dispatch(searchChanged(stripSearchInput(search)));
  };

  return (
    <Panel aria-labelledby="event-filters-heading">
      <Heading id="event-filters-heading">Filters</Heading>
      <Row>
        <Select
          label="When"
          value={filters.timeframe}
          options={EVENT_TIME_FILTERS}
          onChange={(e) => dispatch(timeframeChosen(e.target.value as EventTimeframe))}
        />
        <Select
          label="Price"
          value={filters.price}
          options={EVENT_PRICE_FILTERS}
          onChange={(e) => dispatch(priceChosen(e.target.value as EventPriceFilter))}
        />
      </Row>
      {calendars.length > 0 && (
        <Calendars>
          <legend>Calendars</legend>
          <div>
            {calendars.map((calendar) => (
              <Checkbox
                key={calendar._id}
                label={calendar.name}
                checked={filters.calendars.includes(calendar._id)}
                onChange={() => dispatch(calendarToggled(calendar._id))}
              />
            ))}
          </div>
        </Calendars>
      )}
      <SearchRow role="search" onSubmit={submit}>
        <TextField
          label="Search events"
          type="search"
          value={search}
          maxLength={SEARCH_MAX}
          error={searchError}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <Button variant="link" onClick={() => dispatch(filtersCleared())}>
          Clear filters
        </Button>
      </SearchRow>
    </Panel>
  );
}
