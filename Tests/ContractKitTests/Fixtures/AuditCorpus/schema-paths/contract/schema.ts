// Generated from a forum's OpenAPI document: every schema is a member of one nested interface,
// and every use of a schema inside it is written as the path to that member.
export interface components {
  schemas: {
    /** @description An uploaded file */
    Upload: {
      _id: string;
      filename: string;
      content_type: string;
      size: number;
      uploaded_by?: string | null;
      dimensions?: components["schemas"]["Dimensions"] | null;
    };
    /** @description The size of an image or video */
    Dimensions: {
      width: number;
      height: number;
    };
    /** @description A forum member */
    Member: {
      _id: string;
      display_name: string;
      avatar?: components["schemas"]["Upload"] | null;
    };
    /** @description What a link unfurls to */
    Unfurl:
      | {
          /** @enum {string} */
          kind: "Nothing";
        }
      | {
          /** @enum {string} */
          kind: "Video";
          video_id: string;
        }
      | {
          /** @enum {string} */
          kind: "Podcast";
          episode_id: string;
        };
    /** @description A post in a thread */
    Post: {
      _id: string;
      author: string;
      body: string;
      files?: components["schemas"]["Upload"][] | null;
      unfurl?: components["schemas"]["Unfurl"] | null;
    };
  };
}
