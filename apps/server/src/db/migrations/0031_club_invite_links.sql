CREATE TABLE "links_club" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"club_id" char(24) NOT NULL,
	"creado_por" char(24),
	"codigo" char(10) NOT NULL,
	"uso_maximo" integer,
	"veces_usado" integer DEFAULT 0 NOT NULL,
	"revocado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_club_uso_maximo_check" CHECK ("links_club"."uso_maximo" is null or "links_club"."uso_maximo" >= 1),
	CONSTRAINT "links_club_veces_usado_check" CHECK ("links_club"."veces_usado" >= 0)
);
--> statement-breakpoint
ALTER TABLE "links_club" ADD CONSTRAINT "links_club_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_club" ADD CONSTRAINT "links_club_creado_por_users_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "links_club_codigo_idx" ON "links_club" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "links_club_actual_idx" ON "links_club" USING btree ("club_id") WHERE "links_club"."revocado_at" is null;