CREATE TABLE "phong_ban_pho_phong" (
	"phong_ban_id" integer NOT NULL,
	"nhan_vien_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phong_ban_pho_phong_phong_ban_id_nhan_vien_id_pk" PRIMARY KEY("phong_ban_id","nhan_vien_id")
);
--> statement-breakpoint
ALTER TABLE "phong_ban_pho_phong" ADD CONSTRAINT "phong_ban_pho_phong_phong_ban_id_phong_ban_id_fk" FOREIGN KEY ("phong_ban_id") REFERENCES "public"."phong_ban"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phong_ban_pho_phong" ADD CONSTRAINT "phong_ban_pho_phong_nhan_vien_id_nhan_vien_id_fk" FOREIGN KEY ("nhan_vien_id") REFERENCES "public"."nhan_vien"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phong_ban_pho_phong_nv" ON "phong_ban_pho_phong" USING btree ("nhan_vien_id");