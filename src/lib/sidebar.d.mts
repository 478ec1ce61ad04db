export declare function sidebarFrontmatter(text: string): { order: number | undefined; hidden: boolean };
export declare function folderPages(dir: string): { slug: string; url: string; order: number | undefined }[];
export declare function folderItems(dir: string): { slug: string }[];
export declare function bookGroup(
  label: string,
  dir: string,
  options?: { collapsed?: boolean },
): { label: string; collapsed: boolean; items: { slug: string }[] };
