CREATE TABLE "giay_to_canh_bao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giay_to_canh_bao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"giay_to_id" integer NOT NULL,
	"moc" integer NOT NULL,
	"ngay_het_han" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "giay_to_tuy_than" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giay_to_tuy_than_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nhan_vien_id" integer NOT NULL,
	"loai" text NOT NULL,
	"so_giay_to" text NOT NULL,
	"noi_cap" text,
	"ngay_cap" date,
	"ngay_het_han" date NOT NULL,
	"tep_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "giay_to_canh_bao" ADD CONSTRAINT "giay_to_canh_bao_giay_to_id_giay_to_tuy_than_id_fk" FOREIGN KEY ("giay_to_id") REFERENCES "public"."giay_to_tuy_than"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giay_to_tuy_than" ADD CONSTRAINT "giay_to_tuy_than_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giay_to_tuy_than" ADD CONSTRAINT "giay_to_tuy_than_tep_id_files_id_fk" FOREIGN KEY ("tep_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giay_to_canh_bao_unique" ON "giay_to_canh_bao" USING btree ("giay_to_id","moc","ngay_het_han");--> statement-breakpoint
CREATE INDEX "giay_to_tuy_than_het_han" ON "giay_to_tuy_than" USING btree ("ngay_het_han");--> statement-breakpoint
CREATE INDEX "giay_to_tuy_than_nv" ON "giay_to_tuy_than" USING btree ("nhan_vien_id");