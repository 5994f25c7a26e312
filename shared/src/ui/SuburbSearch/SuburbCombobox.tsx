import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { useCombobox } from 'downshift';
import { observer } from 'mobx-react-lite';
import { matchLocalities, type Locality } from '@cards/shared/domain';
import { useRootStore } from '@cards/shared/stores';
import { FieldMessages, describedBy } from '../form/Field.tsx';
import { LoadFailed } from '../PageData/LoadFailed.tsx';
import { suburbHint, takeFallbackFocus } from './fallback-field.ts';
import type { SuburbSearchProps } from './SuburbSearch.tsx';

const { InputChange, ItemClick, InputKeyDownEnter } = useCombobox.stateChangeTypes;

const NO_LOCALITIES: readonly Locality[] = [];

const label = (l: Locality) => `${l.name} ${l.state} ${l.code}`;

/**
 * SPEC §5 suburb search from /shared/data/au/{STATE}.json: an accessible combobox (downshift) that suggests
 * 5 suburbs once 2 characters are typed. Choosing one fills the postcode. Loaded when a page first shows one
 * (SuburbSearch.tsx), so downshift is not in the first load of pages without one.
 */
const SuburbCombobox = observer(function SuburbCombobox({ id, state, value, error, onChoose, onType }: SuburbSearchProps) {
  const { lookups } = useRootStore();
  useEffect(() => {
    if (state) void lookups.localities.load(state);
  }, [lookups, state]);
  // Someone already in the plain field that stood here while this loaded stays where they were typing.
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (takeFallbackFocus(id)) input.current?.focus();
  }, [id]);
  const localities = state ? lookups.localities.of(state).items : NO_LOCALITIES;
  const loadError = state ? lookups.localities.errorOf(state) : null;

  const items = useMemo(() => matchLocalities(localities, value), [localities, value]);
  const hint = suburbHint(state);

  const combobox = useCombobox<Locality>({
    items,
    inputId: id,
    inputValue: value,
    itemToString: (item) => item?.name ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      // Typing is taken by the input's own change handler, in the same event: downshift reports it only after a
      // render, and a controlled input re-rendered in between drops what was typed meanwhile.
      if (type === InputChange || type === ItemClick || type === InputKeyDownEnter) return;
      onType(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChoose(selectedItem);
    },
  });

  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" {...combobox.getLabelProps()}>
        Suburb or town
      </label>
      {loadError && state && <LoadFailed message={loadError} onRetry={() => void lookups.localities.load(state)} />}
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="suburb-search">
        <input
          className="field__input"
          disabled={!state}
          {...combobox.getInputProps({
            'aria-describedby': describedBy(id, hint, error).describedBy,
            'aria-invalid': error ? true : undefined,
            'aria-required': true,
            ref: input,
            onChange: (event: ChangeEvent<HTMLInputElement>) => onType(event.currentTarget.value),
          })}
        />
        <ul className="suburb-search__list" {...combobox.getMenuProps()}>
          {combobox.isOpen &&
            items.map((item, index) => (
              <li
                key={`${item.name}-${item.code}`}
                className={`suburb-search__option${combobox.highlightedIndex === index ? ' suburb-search__option--active' : ''}`}
                {...combobox.getItemProps({ item, index })}
              >
                {label(item)}
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
});

export default SuburbCombobox;
