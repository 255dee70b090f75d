CREATE TABLE "giao_an_cai_dat" (
	"id" integer PRIMARY KEY NOT NULL,
	"duyet_cap2" boolean DEFAULT false NOT NULL,
	"nguoi_duyet_cap2_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
