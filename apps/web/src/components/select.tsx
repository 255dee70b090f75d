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
 * THE select of the web app: antd's Select with accent-insensitive search. Import it instead of antd's (Biome
 * refuses antd's `Select` elsewhere), so every picker of every screen filters the same way.
 */
export function Select<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>(
  props: SelectProps<V, O>,
) {
  return <AntSelect<V, O> {...props} showSearch={withFoldedSearch<O>(props.showSearch as ShowSearch<O>)} />;
}
