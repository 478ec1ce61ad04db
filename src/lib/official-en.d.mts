export declare const OFFICIAL_EN: {
  source: string;
  repo: string;
  commit: string;
  site: string;
  query: { product: string; locale: string; printing: string };
  official: Record<string, string>;
  differs: Record<string, [string | null, string]>;
  newInTarget: string[];
  renamed: Record<string, string>;
};
export declare const BOOKS_WITH_OFFICIAL_EN: string[];
export declare function officialEnglishUrl(book: string, n: string): string | undefined;
