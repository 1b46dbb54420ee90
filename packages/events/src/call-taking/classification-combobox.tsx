// The classification, searchable by typing (issue 39): a few letters of the classification, its
// subcategory or its category narrow the list; ↑/↓ move, Enter or Tab take the highlighted one, Esc
// closes. The ARIA combobox pattern (list autocomplete), so a screen reader announces the choice.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Box, chakra, FormField, Input, Text } from '@vigia/design-system';
import type { ClassificationChoice } from '@vigia/domain';

/** At most this many matches are listed: typing more narrows them. */
const SHOWN = 8;

/** Lower case without accents: "Choque" matches "choq", "Vehículo" matches "vehiculo". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const choiceLabel = (c: ClassificationChoice) => `${c.name} · ${c.categoryName}`;

export function matchChoices(choices: readonly ClassificationChoice[], typed: string): ClassificationChoice[] {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return choices.slice(0, SHOWN);
  return choices
    .filter((c) => {
      const text = fold(`${c.name} ${c.subcategoryName} ${c.categoryName}`);
      return words.every((w) => text.includes(w));
    })
    .slice(0, SHOWN);
}

export interface ClassificationComboboxProps {
  label: string;
  hint: string;
  noMatch: string;
  choices: readonly ClassificationChoice[];
  value: ClassificationChoice | null;
  onChange: (choice: ClassificationChoice | null) => void;
  error?: string;
}

export function ClassificationCombobox({ label, hint, noMatch, choices, value, onChange, error }: ClassificationComboboxProps) {
  const listId = useId();
  const [typed, setTyped] = useState(value ? choiceLabel(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => matchChoices(choices, typed), [choices, typed]);
  const highlighted = open ? matches[Math.min(active, matches.length - 1)] : undefined;

  const take = (choice: ClassificationChoice) => {
    onChange(choice);
    setTyped(choiceLabel(choice));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length === 0 ? 0 : (i + step + matches.length) % matches.length));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && highlighted) {
      // Enter takes the choice (the next Enter sends the form); Tab takes it and moves on.
      if (event.key === 'Enter') event.preventDefault();
      take(highlighted);
    }
  };

  return (
    <FormField label={label} helperText={hint} invalid={Boolean(error)} errorText={error} required>
      {(described) => (
        <Box position="relative">
          <Input
            {...described}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={highlighted ? `${listId}-${highlighted.id}` : undefined}
            autoComplete="off"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setActive(0);
              setOpen(true);
              if (value) onChange(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          {open && (
            <chakra.ul
              id={listId}
              role="listbox"
              aria-label={label}
              position="absolute"
              zIndex="dropdown"
              insetX="0"
              mt="1"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="md"
              boxShadow="md"
              listStyleType="none"
              maxH="64"
              overflowY="auto"
            >
              {matches.length === 0 ? (
                <Text as="li" px="3" py="2" color="fg.muted">
                  {noMatch}
                </Text>
              ) : (
                matches.map((choice) => (
                  <chakra.li
                    key={choice.id}
                    id={`${listId}-${choice.id}`}
                    role="option"
                    aria-selected={choice === highlighted}
                    px="3"
                    py="2"
                    cursor="pointer"
                    bg={choice === highlighted ? 'bg.emphasized' : undefined}
                    // mousedown, not click: the input's blur would close the list first.
                    onMouseDown={(e) => {
                      e.preventDefault();
                      take(choice);
                    }}
                  >
                    {choice.name}{' '}
                    <Text as="span" color="fg.muted">
                      · {choice.subcategoryName} · {choice.categoryName}
                    </Text>
                  </chakra.li>
                ))
              )}
            </chakra.ul>
          )}
        </Box>
      )}
    </FormField>
  );
}
