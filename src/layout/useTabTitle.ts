import { useEffect, useState } from 'react';
import { useGetResourceLabel } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { pageOf } from '../resource/pageCatalog';
import { tabTitle } from './tabTitle';

/** react-admin's app bar title (`<Title>` of each page), followed as pages change it. */
const useAppBarTitle = (): string => {
  const [text, setText] = useState('');
  useEffect(() => {
    const element = document.getElementById('react-admin-title');
    if (!element) return undefined;
    const read = () => setText(element.textContent ?? '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return text;
};

/** Gives the browser tab the title of the page shown (see tabTitle). */
export const useTabTitle = (): void => {
  const { pathname } = useLocation();
  const heading = useAppBarTitle();
  const getResourceLabel = useGetResourceLabel();
  const page = pageOf(pathname);
  const singular = page?.views ? getResourceLabel(page.path.slice(1), 1) : undefined;
  const title = tabTitle({ pathname, page, heading, singular });
  useEffect(() => {
    document.title = title;
  }, [title]);
};
