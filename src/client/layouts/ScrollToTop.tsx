import { ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../app/hooks';
import { selectTheme } from '../features/settings/themeSlice';
import { scrollToTop } from '../utils/scrollToTop';
import { useScrolledPast } from '../utils/useScrollY';
import { SCROLL_TOP_OFFSET } from './layoutRules';

/** docs/product.md#constants: appears after 160 px of scroll, unless hidden in the theme settings. */
export function ScrollToTop() {
  const intl = useIntl();
  const { hideScrollToTop } = useAppSelector(selectTheme);
  const visible = useScrolledPast(SCROLL_TOP_OFFSET);
  if (hideScrollToTop || !visible) return null;
  return (
    <Button
      className="scroll-to-top"
      type="primary"
      shape="circle"
      size="large"
      icon={<ArrowUpOutlined aria-hidden />}
      aria-label={intl.formatMessage({ id: 'layout.scrollToTop' })}
      onClick={() => scrollToTop()}
    />
  );
}
