/**
 * The public schema of the migrated database (supabase/migrations), as supabase-js types it:
 * `createClient<Database>` checks every `from(...)` and `rpc(...)` of the adapter against it.
 * Written from the catalogue of the migrated database by
 * test/adapters/supabase/support/databaseTypes.ts; test/adapters/supabase/database.types.test.ts
 * fails when the two disagree (UPDATE_DATABASE_TYPES=1 rewrites this file).
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      applications: {
        Row: {
          project_id: string;
          applicant_id: string;
          applicant_name: string;
          applicant_avatar: string;
          status: string;
          created_at: string;
          decided_at: string | null;
          client_id: string | null;
          row_id: string;
        };
        Insert: {
          project_id: string;
          applicant_id?: string;
          applicant_name?: string;
          applicant_avatar?: string;
          status?: string;
          created_at?: string;
          decided_at?: string | null;
          client_id?: string | null;
          row_id?: string;
        };
        Update: {
          project_id?: string;
          applicant_id?: string;
          applicant_name?: string;
          applicant_avatar?: string;
          status?: string;
          created_at?: string;
          decided_at?: string | null;
          client_id?: string | null;
          row_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'applications_applicant_id_fkey';
            columns: ['applicant_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
          {
            foreignKeyName: 'applications_project_id_fkey';
            columns: ['project_id'];
            isOneToOne: false;
            referencedRelation: 'projects';
            referencedColumns: ['id'];
          },
        ];
      };
      banners: {
        Row: {
          id: string;
          title: string;
          link_url: string;
          image_url: string;
          sort_order: number;
          created_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          link_url: string;
          image_url: string;
          sort_order?: number;
          created_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          link_url?: string;
          image_url?: string;
          sort_order?: number;
          created_at?: string;
        };
        Relationships: [];
      };
      blocks: {
        Row: {
          blocker_id: string;
          blocked_id: string;
          created_at: string;
          row_id: string;
        };
        Insert: {
          blocker_id?: string;
          blocked_id: string;
          created_at?: string;
          row_id?: string;
        };
        Update: {
          blocker_id?: string;
          blocked_id?: string;
          created_at?: string;
          row_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'blocks_blocked_id_fkey';
            columns: ['blocked_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
          {
            foreignKeyName: 'blocks_blocker_id_fkey';
            columns: ['blocker_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
        ];
      };
      chat_messages: {
        Row: {
          id: string;
          sender_id: string;
          receiver_id: string;
          chat_id: string | null;
          text: string;
          created_at: string;
          client_id: string | null;
        };
        Insert: {
          id?: string;
          sender_id?: string;
          receiver_id: string;
          chat_id?: never;
          text: string;
          created_at?: string;
          client_id?: string | null;
        };
        Update: {
          id?: string;
          sender_id?: string;
          receiver_id?: string;
          chat_id?: never;
          text?: string;
          created_at?: string;
          client_id?: string | null;
        };
        Relationships: [];
      };
      chat_summaries: {
        Row: {
          owner_id: string;
          other_id: string;
          other_name: string;
          other_avatar: string;
          last_text: string;
          last_sender_id: string | null;
          last_at: string;
          unread_count: number;
          row_id: string;
        };
        Insert: {
          owner_id: string;
          other_id: string;
          other_name?: string;
          other_avatar?: string;
          last_text?: string;
          last_sender_id?: string | null;
          last_at?: string;
          unread_count?: number;
          row_id?: string;
        };
        Update: {
          owner_id?: string;
          other_id?: string;
          other_name?: string;
          other_avatar?: string;
          last_text?: string;
          last_sender_id?: string | null;
          last_at?: string;
          unread_count?: number;
          row_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'chat_summaries_owner_id_fkey';
            columns: ['owner_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
        ];
      };
      contacts: {
        Row: {
          uid: string;
          email: string;
          phone: string;
        };
        Insert: {
          uid: string;
          email?: string;
          phone?: string;
        };
        Update: {
          uid?: string;
          email?: string;
          phone?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'contacts_uid_fkey';
            columns: ['uid'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
        ];
      };
      feedback: {
        Row: {
          id: string;
          name: string;
          email: string;
          message: string;
          user_id: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          email?: string;
          message: string;
          user_id?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          email?: string;
          message?: string;
          user_id?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      notifications: {
        Row: {
          user_id: string;
          id: string;
          type: string;
          message: string;
          is_read: boolean;
          link: string;
          created_at: string;
          row_id: string;
        };
        Insert: {
          user_id: string;
          id?: string;
          type: string;
          message?: string;
          is_read?: boolean;
          link?: string;
          created_at?: string;
          row_id?: string;
        };
        Update: {
          user_id?: string;
          id?: string;
          type?: string;
          message?: string;
          is_read?: boolean;
          link?: string;
          created_at?: string;
          row_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'notifications_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
        ];
      };
      outreach_days: {
        Row: {
          member_id: string;
          day: number;
          started: number;
        };
        Insert: {
          member_id: string;
          day: number;
          started?: number;
        };
        Update: {
          member_id?: string;
          day?: number;
          started?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'outreach_days_member_id_fkey';
            columns: ['member_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
        ];
      };
      profiles: {
        Row: {
          uid: string;
          name: string;
          avatar_url: string;
          headline: string;
          bio: string;
          role: string | null;
          gender: string | null;
          skills: string[];
          city: string;
          district: string;
          created_at: string;
          unread_notifications: number;
          is_admin: boolean;
          industry_experience: string[];
          years_experience: string | null;
          past_experience: string;
          linkedin_url: string;
          github_url: string;
          website_url: string;
          interests: string[];
          working_style: string[];
          availability: string | null;
          archetype_result: Json | null;
          profile_complete: boolean;
          last_active_at: string;
        };
        Insert: {
          uid: string;
          name: string;
          avatar_url?: string;
          headline?: string;
          bio?: string;
          role?: string | null;
          gender?: string | null;
          skills?: string[];
          city?: string;
          district?: string;
          created_at?: string;
          unread_notifications?: number;
          is_admin?: boolean;
          industry_experience?: string[];
          years_experience?: string | null;
          past_experience?: string;
          linkedin_url?: string;
          github_url?: string;
          website_url?: string;
          interests?: string[];
          working_style?: string[];
          availability?: string | null;
          archetype_result?: Json | null;
          profile_complete?: never;
          last_active_at?: string;
        };
        Update: {
          uid?: string;
          name?: string;
          avatar_url?: string;
          headline?: string;
          bio?: string;
          role?: string | null;
          gender?: string | null;
          skills?: string[];
          city?: string;
          district?: string;
          created_at?: string;
          unread_notifications?: number;
          is_admin?: boolean;
          industry_experience?: string[];
          years_experience?: string | null;
          past_experience?: string;
          linkedin_url?: string;
          github_url?: string;
          website_url?: string;
          interests?: string[];
          working_style?: string[];
          availability?: string | null;
          archetype_result?: Json | null;
          profile_complete?: never;
          last_active_at?: string;
        };
        Relationships: [];
      };
      projects: {
        Row: {
          id: string;
          owner_id: string | null;
          project_name: string;
          headline: string;
          description: string;
          stage: string;
          partners_wanted: string[];
          skills_required: string[];
          owner_name: string;
          owner_avatar: string;
          created_at: string;
          updated_at: string | null;
          hidden: boolean;
        };
        Insert: {
          id: string;
          owner_id?: never;
          project_name: string;
          headline: string;
          description: string;
          stage: string;
          partners_wanted?: string[];
          skills_required?: string[];
          owner_name?: string;
          owner_avatar?: string;
          created_at?: string;
          updated_at?: string | null;
          hidden?: boolean;
        };
        Update: {
          id?: string;
          owner_id?: never;
          project_name?: string;
          headline?: string;
          description?: string;
          stage?: string;
          partners_wanted?: string[];
          skills_required?: string[];
          owner_name?: string;
          owner_avatar?: string;
          created_at?: string;
          updated_at?: string | null;
          hidden?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'projects_id_fkey';
            columns: ['id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
        ];
      };
      questionnaire_results: {
        Row: {
          id: string;
          user_id: string;
          submission_id: string;
          overall_score: number;
          archetype: string;
          retake_count: number;
          dimension_scores: Json;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id: string;
          submission_id: string;
          overall_score: number;
          archetype: string;
          retake_count?: number;
          dimension_scores: Json;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          submission_id?: string;
          overall_score?: number;
          archetype?: string;
          retake_count?: number;
          dimension_scores?: Json;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'questionnaire_results_submission_fk';
            columns: ['submission_id'];
            isOneToOne: true;
            referencedRelation: 'submissions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'questionnaire_results_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
        ];
      };
      questionnaires: {
        Row: {
          id: string;
          title: string;
          description: string;
          is_active: boolean;
          created_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          description?: string;
          is_active?: boolean;
          created_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          description?: string;
          is_active?: boolean;
          created_at?: string;
        };
        Relationships: [];
      };
      questions: {
        Row: {
          id: string;
          questionnaire_id: string;
          part: number;
          sort_order: number;
          text: string;
          type: string;
          options: Json;
          created_at: string;
        };
        Insert: {
          id?: string;
          questionnaire_id: string;
          part: number;
          sort_order?: number;
          text: string;
          type?: string;
          options: Json;
          created_at?: string;
        };
        Update: {
          id?: string;
          questionnaire_id?: string;
          part?: number;
          sort_order?: number;
          text?: string;
          type?: string;
          options?: Json;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'questions_questionnaire_id_fkey';
            columns: ['questionnaire_id'];
            isOneToOne: false;
            referencedRelation: 'questionnaires';
            referencedColumns: ['id'];
          },
        ];
      };
      reports: {
        Row: {
          id: string;
          reporter_id: string;
          reporter_name: string;
          target_kind: string;
          target_id: string;
          chat_id: string;
          target_owner_id: string;
          target_excerpt: string;
          reason: string;
          details: string;
          status: string;
          created_at: string;
          resolved_at: string | null;
        };
        Insert: {
          id?: string;
          reporter_id: string;
          reporter_name?: string;
          target_kind: string;
          target_id: string;
          chat_id?: string;
          target_owner_id: string;
          target_excerpt?: string;
          reason: string;
          details?: string;
          status?: string;
          created_at?: string;
          resolved_at?: string | null;
        };
        Update: {
          id?: string;
          reporter_id?: string;
          reporter_name?: string;
          target_kind?: string;
          target_id?: string;
          chat_id?: string;
          target_owner_id?: string;
          target_excerpt?: string;
          reason?: string;
          details?: string;
          status?: string;
          created_at?: string;
          resolved_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'reports_reporter_id_fkey';
            columns: ['reporter_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
          {
            foreignKeyName: 'reports_target_owner_id_fkey';
            columns: ['target_owner_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
        ];
      };
      resources: {
        Row: {
          id: string;
          title: string;
          description: string;
          image_url: string;
          official_url: string;
          category: string;
          district: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          description: string;
          image_url: string;
          official_url: string;
          category: string;
          district: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          description?: string;
          image_url?: string;
          official_url?: string;
          category?: string;
          district?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      submissions: {
        Row: {
          id: string;
          user_id: string;
          questionnaire_id: string;
          answers: Json;
          created_at: string;
          result_id: string | null;
          client_id: string | null;
        };
        Insert: {
          id?: string;
          user_id?: string;
          questionnaire_id: string;
          answers: Json;
          created_at?: string;
          result_id?: string | null;
          client_id?: string | null;
        };
        Update: {
          id?: string;
          user_id?: string;
          questionnaire_id?: string;
          answers?: Json;
          created_at?: string;
          result_id?: string | null;
          client_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'submissions_questionnaire_id_fkey';
            columns: ['questionnaire_id'];
            isOneToOne: false;
            referencedRelation: 'questionnaires';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'submissions_result_id_fkey';
            columns: ['result_id'];
            isOneToOne: false;
            referencedRelation: 'questionnaire_results';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'submissions_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['uid'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      admin_count_projects: {
        Args: never;
        Returns: number;
      };
      admin_count_users: {
        Args: never;
        Returns: number;
      };
      admin_list_reports: {
        Args: {
          p_status: string | null;
          p_limit?: number | null;
          p_after?: string | null;
        };
        Returns: Database['public']['Tables']['reports']['Row'][];
      };
      admin_search_projects: {
        Args: {
          p_prefix?: string | null;
          p_limit?: number | null;
          p_after?: string | null;
        };
        Returns: Database['public']['Tables']['projects']['Row'][];
      };
      admin_search_users: {
        Args: {
          p_prefix?: string | null;
          p_limit?: number | null;
          p_after?: string | null;
        };
        Returns: Database['public']['Tables']['profiles']['Row'][];
      };
      block_state_with: {
        Args: {
          p_other: string | null;
        };
        Returns: string;
      };
      create_report: {
        Args: {
          p_target_kind: string | null;
          p_target_id: string | null;
          p_chat_id: string | null;
          p_reason: string | null;
          p_details: string | null;
        };
        Returns: Database['public']['Tables']['reports']['Row'];
      };
      delete_my_account: {
        Args: {
          p_confirmation: string | null;
        };
        Returns: undefined;
      };
      get_result: {
        Args: {
          p_id: string | null;
        };
        Returns: Database['public']['Tables']['questionnaire_results']['Row'][];
      };
      get_submission: {
        Args: {
          p_id: string | null;
        };
        Returns: Database['public']['Tables']['submissions']['Row'][];
      };
      hidden_member_ids: {
        Args: never;
        Returns: string[];
      };
      is_admin: {
        Args: never;
        Returns: boolean;
      };
      list_questions: {
        Args: {
          p_questionnaire_id: string | null;
        };
        Returns: Database['public']['Tables']['questions']['Row'][];
      };
      mark_active: {
        Args: never;
        Returns: boolean;
      };
      mark_chat_read: {
        Args: {
          p_other_id: string | null;
        };
        Returns: undefined;
      };
      mark_notification_read: {
        Args: {
          p_id: string | null;
        };
        Returns: undefined;
      };
      my_blocks: {
        Args: never;
        Returns: Json;
      };
      recommend_partners: {
        Args: {
          p_limit: number | null;
        };
        Returns: Database['public']['Tables']['profiles']['Row'][];
      };
      resolve_report: {
        Args: {
          p_id: string | null;
          p_resolution: string | null;
        };
        Returns: Database['public']['Tables']['reports']['Row'];
      };
      save_profile: {
        Args: {
          p_profile?: Json;
          p_contact?: Json;
        };
        Returns: undefined;
      };
      set_admin: {
        Args: {
          p_uid: string | null;
          p_is_admin: boolean | null;
        };
        Returns: undefined;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicTables = Database['public']['Tables'];

export type TableName = keyof PublicTables;
export type Row<T extends TableName> = PublicTables[T]['Row'];
export type Insert<T extends TableName> = PublicTables[T]['Insert'];
export type Update<T extends TableName> = PublicTables[T]['Update'];
