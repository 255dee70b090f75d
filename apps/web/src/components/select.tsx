import { Select as AntSelect, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';
import { optionFilter } from '../lib/text-search';

type ShowSearch<O extends BaseOptionType | DefaultOptionType> = SelectProps<unknown, O>['showSearch'];

/**
 * A searchable select filters like the search boxes (accents, đ and case ignored) unless the caller searches the
 * server itself (`filterOption: false`) or brings its own filter.
 */
export function withFoldedSearch<O extends BaseOptionType | DefaultOptionType>(
  showSearch: ShowSearch<O>,
): ShowSearch<O> {
  if (!showSearch) return showSearch;
  const config = showSearch === true ? {} : showSearch;
  if (config.filterOption !== undefined) return config;
  return { ...config, filterOption: optionFilter(config.optionFilterProp ?? 'label') };
}

/**
 * The accessible name of a select that has no label of its own: a filter outside a form shows only its placeholder
 * ("Khối", "Lớp"), which screen readers do not announce as a name (axe `label`). In a Form.Item the item's label
 * names it (antd gives the control the item's `id`), and an explicit `aria-label`/`aria-labelledby` wins.
 */
export function selectName(props: Pick<SelectProps, 'id' | 'placeholder' | 'aria-label' | 'aria-labelledby'>) {
  if (props['aria-label'] || props['aria-labelledby'] || props.id) return props['aria-label'];
  return typeof props.placeholder === 'string' ? props.placeholder : undefined;
}

/**
 * THE select of the web app: antd's Select with accent-insensitive search, named by its placeholder when nothing
 * else names it. Import it instead of antd's (Biome refuses antd's `Select` elsewhere), so every picker of every
 * screen filters and reads the same way.
 */
export function Select<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>(
  props: SelectProps<V, O>,
) {
  return (
    <AntSelect<V, O>
      {...props}
      aria-label={selectName(props)}
      showSearch={withFoldedSearch<O>(props.showSearch as ShowSearch<O>)}
    />
  );
}
